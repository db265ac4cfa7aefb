export {
  reviewHotkeyAction,
  type ReviewHotkeyAction,
  type ReviewHotkeyActionOptions,
} from './reviewHotkeyAction.ts';
export { useReviewHotkeys, type ReviewHotkeysOptions } from './useReviewHotkeys.ts';
