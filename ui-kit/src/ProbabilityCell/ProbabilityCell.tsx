import { memo, useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import Tooltip from '@mui/material/Tooltip';
import { styled, type SxProps, type Theme } from '@mui/material/styles';
import { unstable_memoTheme as memoTheme } from '@mui/material/utils';
import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE, toKitLocale } from '../i18n/resources.ts';
import { cachedInterpolate, type KitT } from '../ReviewCard/cachedTranslate.ts';
import { formatProbability, formatProbabilityPrecise } from './formatProbability.ts';

/** Props of `ProbabilityCell`. */
export interface ProbabilityCellProps {
  /** The match probability, 0 to 1. */
  probability: number;
  /**
   * Tooltip text for the precise value.
   * @default t('kit:probabilityCell.tooltip') – "Genau: 98,765 %"
   */
  tooltip?: string;
  /**
   * Styles for the root. Kit components add no outer margin.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

const Value = styled('span')(
  memoTheme(({ theme }) => ({
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    borderRadius: Number(theme.shape.borderRadius) / 2,
    '&:focus-visible': {
      outline: '2px solid',
      outlineColor: theme.palette.primary.main,
      outlineOffset: 2,
    },
  })),
);

/** MUI Tooltip's timings: open after 100 ms, close at once, a touch opens after 700 ms held. */
const ENTER_DELAY_MS = 100;
const ENTER_TOUCH_DELAY_MS = 700;
const LEAVE_TOUCH_DELAY_MS = 1500;
/** After a touch, the mouse events the browser emulates are ignored until the tooltip has closed. */
const IGNORE_MOUSE_AFTER_CLOSE_MS = 150;

function isFocusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false;
  }
}

/**
 * A tooltip for a value, mounted only while it is wanted. A review card shows a probability per
 * candidate and is replaced on every key press (issue 7: next card within 50 ms); a mounted MUI
 * Tooltip per value was a sixth of the main thread's work per key press. The value is what MUI's
 * tooltip child would be (focusable, described by the tooltip while it shows, its text as `title`
 * otherwise); the MUI Tooltip is rendered beside it, anchored to it, once the pointer, keyboard
 * focus or a touch arrives, with MUI's behaviour: opens after 100 ms (a touch held 700 ms), closes
 * on leave, blur or Escape, stays open while hovered (WCAG 1.4.13), unmounts once faded out.
 */
function useOnDemandTooltip(title: string) {
  const tooltipId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [mounted, setMounted] = useState(false);
  const [open, setOpen] = useState(false);
  const [pointerInside, setPointerInside] = useState(false);
  const isOpen = useRef(false);
  const ignoreMouse = useRef(false);
  const userSelect = useRef<string | undefined>(undefined);
  const enterTimer = useRef<number | undefined>(undefined);
  const leaveTimer = useRef<number | undefined>(undefined);

  const restoreUserSelect = () => {
    if (userSelect.current === undefined) return;
    document.body.style.setProperty('-webkit-user-select', userSelect.current);
    userSelect.current = undefined;
  };
  useEffect(
    () => () => {
      window.clearTimeout(enterTimer.current);
      window.clearTimeout(leaveTimer.current);
      restoreUserSelect();
    },
    [],
  );

  const show = (delay: number) => {
    window.clearTimeout(leaveTimer.current);
    window.clearTimeout(enterTimer.current);
    setMounted(true);
    enterTimer.current = window.setTimeout(() => {
      restoreUserSelect();
      isOpen.current = true;
      setOpen(true);
    }, delay);
  };
  const hide = (delay = 0) => {
    window.clearTimeout(enterTimer.current);
    window.clearTimeout(leaveTimer.current);
    leaveTimer.current = window.setTimeout(() => {
      // A tooltip that never opened has no fade-out to wait for.
      if (!isOpen.current) setMounted(false);
      isOpen.current = false;
      setOpen(false);
      window.setTimeout(() => {
        ignoreMouse.current = false;
      }, IGNORE_MOUSE_AFTER_CLOSE_MS);
    }, delay);
  };
  const keepOpen = () => window.clearTimeout(leaveTimer.current);

  const triggerProps = {
    ref: setAnchor,
    // Described by the tooltip while it shows; its text is the title otherwise (MUI's describeChild).
    title: open || pointerInside ? undefined : title,
    'aria-describedby': open ? tooltipId : undefined,
    onMouseOver: () => {
      if (ignoreMouse.current) return;
      setPointerInside(true);
      if (isOpen.current) keepOpen();
      else show(ENTER_DELAY_MS);
    },
    onMouseLeave: () => {
      setPointerInside(false);
      hide();
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      if (isFocusVisible(event.currentTarget)) show(ENTER_DELAY_MS);
    },
    onBlur: () => hide(),
    onTouchStart: () => {
      ignoreMouse.current = true;
      restoreUserSelect();
      // No text selection while the touch is held (iOS), as MUI's Tooltip does.
      userSelect.current = document.body.style.getPropertyValue('-webkit-user-select');
      document.body.style.setProperty('-webkit-user-select', 'none');
      show(ENTER_TOUCH_DELAY_MS);
    },
    onTouchEnd: () => {
      restoreUserSelect();
      hide(LEAVE_TOUCH_DELAY_MS);
    },
  };

  const tooltip = mounted ? (
    <Tooltip
      title={title}
      id={tooltipId}
      describeChild
      open={open}
      onClose={() => hide()}
      disableFocusListener
      disableHoverListener
      disableTouchListener
      slotProps={{
        popper: { anchorEl: anchor, onMouseOver: keepOpen, onMouseLeave: () => hide() },
        transition: { onExited: () => setMounted(false) },
      }}
    >
      <span hidden />
    </Tooltip>
  ) : null;
  return { triggerProps, tooltip };
}

/** Props of `ProbabilityCellBase`. */
export interface ProbabilityCellBaseProps extends ProbabilityCellProps {
  /** The kit namespace's translate function (`useTranslation(KIT_NAMESPACE).t`). */
  t: KitT;
  /** Language tag the percentages are formatted in ('de', 'en', 'fr'). */
  locale: string;
}

/**
 * `ProbabilityCell` without its own `useTranslation`, for kit tables that render one per
 * candidate and translate once (MatchesTable). Kit-internal; the app uses ProbabilityCell.
 */
export const ProbabilityCellBase = memo(function ProbabilityCellBase({
  probability,
  tooltip: tooltipText,
  sx,
  t,
  locale,
}: ProbabilityCellBaseProps) {
  const title =
    tooltipText ??
    cachedInterpolate(t, 'probabilityCell.tooltip', { value: formatProbabilityPrecise(probability, locale) });
  const { triggerProps, tooltip } = useOnDemandTooltip(title);
  return (
    <>
      {/* Focusable so keyboard users reach the tooltip too (WCAG 1.4.13). */}
      <Value tabIndex={0} sx={sx} {...triggerProps}>
        {formatProbability(probability, locale)}
      </Value>
      {tooltip}
    </>
  );
});

/**
 * A match probability as the review table shows it (spec 9): a percentage with 3 significant digits
 * ("98,8 %"), and the 5-digit value ("98,765 %") in a tooltip on hover and on keyboard focus, so the
 * precise value is reachable without a mouse. Numbers follow the user's language.
 *
 * ## Usage
 *
 * ```tsx
 * <TableCell align="right">
 *   <ProbabilityCell probability={match.probability} />
 * </TableCell>
 * ```
 *
 * The tooltip text is the kit text `probabilityCell.tooltip` ("Genau: 98,765 %"); `tooltip` overrides
 * it. `formatProbability(probability, locale)` gives the same short text where no cell is wanted.
 *
 * ## Do
 *
 * - Use it wherever a match probability is shown, so the rounding is the same on every screen.
 * - Pass the server's raw value between 0 and 1.
 * - Keep it reachable by keyboard: it is focusable so the precise value is not mouse-only.
 *
 * ## Don't
 *
 * - Don't pass a percentage (98.7): 1 is 100 %.
 * - Don't wrap it in a MUI `Tooltip` of your own: it mounts its own only while it is wanted.
 * - Don't use it for other percentages (shares, progress): its rounding (3 significant digits, 5 in the
 *   tooltip) is the rule for match probabilities (spec 9).
 */
export const ProbabilityCell = memo(function ProbabilityCell(props: ProbabilityCellProps) {
  const { t, i18n } = useTranslation(KIT_NAMESPACE);
  const locale = toKitLocale(i18n.resolvedLanguage ?? i18n.language);
  return <ProbabilityCellBase {...props} t={t} locale={locale} />;
});
