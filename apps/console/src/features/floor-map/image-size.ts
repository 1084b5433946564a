/**
 * The natural size of an image the browser can load (a plan picked from the library or just
 * uploaded), in pixels; null when it does not load or has no size of its own (an SVG without
 * width and height). The plan form then asks for the size.
 */
export function loadImageSize(src: string): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () =>
      resolve(
        image.naturalWidth > 0 && image.naturalHeight > 0
          ? { width: image.naturalWidth, height: image.naturalHeight }
          : null,
      );
    image.onerror = () => resolve(null);
    image.src = src;
  });
}
