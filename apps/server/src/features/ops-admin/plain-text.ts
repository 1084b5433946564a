import { plainProgramName } from '../surveys/surveys.service';

/** A program's name (editor HTML) as one line of text for a table cell or a file. */
export const plainText = (html: string): string => plainProgramName(html) ?? '';
