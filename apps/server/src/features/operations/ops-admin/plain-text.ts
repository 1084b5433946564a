import { plainProgramName } from '../../content/surveys/surveys.service';

/** A program's name (editor HTML) as one line of text for a table cell or a file. */
export const plainText = (html: string): string => plainProgramName(html) ?? '';

/** Where a check-in was, in words: 입구, the zone's name or the program's. */
export function checkInPlaceName(row: {
  placeType: string;
  zoneName: string | null;
  programName: string | null;
}): string | null {
  if (row.placeType === 'ENTRANCE') return '입구';
  return row.zoneName ?? (row.programName ? plainText(row.programName) : null);
}
