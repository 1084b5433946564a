// jsdom lays nothing out; ProseMirror (the rich-text editor) asks where the selection is to
// scroll it into view. Imported by the tests of pages with an editor.
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
const noRect = () => new DOMRect(0, 0, 0, 0);
Range.prototype.getClientRects ??= noRects;
Range.prototype.getBoundingClientRect ??= noRect;
document.elementFromPoint ??= () => null;
