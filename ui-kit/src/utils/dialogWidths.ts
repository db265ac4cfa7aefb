/** Width of the wide dialogs (duplicate ids, probability distribution) in px (spec 9 "Dialog widths 850 and 450"). */
export const DIALOG_WIDTH_WIDE = 850;

/** Width of the narrow dialogs in px (spec 9). */
export const DIALOG_WIDTH_NARROW = 450;
