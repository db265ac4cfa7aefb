export { ReleaseNotes, type ReleaseNote, type ReleaseNotesProps } from './ReleaseNotes.tsx';
export { formatReleaseDate } from './formatReleaseDate.ts';
