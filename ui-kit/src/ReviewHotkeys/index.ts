export { reviewHotkeyAction, type ReviewHotkeyAction } from './reviewHotkeyAction.ts';
export { useReviewHotkeys, type ReviewHotkeysOptions } from './useReviewHotkeys.ts';
