/** A duration split into whole hours, minutes and seconds. */
export interface DurationParts {
  hours: number;
  minutes: number;
  seconds: number;
}

/** Splits seconds (rounded up, never negative) into hours, minutes and seconds. */
export function splitDuration(totalSeconds: number): DurationParts {
  const whole = Number.isFinite(totalSeconds) ? Math.max(0, Math.ceil(totalSeconds)) : 0;
  return {
    hours: Math.floor(whole / 3600),
    minutes: Math.floor((whole % 3600) / 60),
    seconds: whole % 60,
  };
}

/**
 * The two units worth saying of an estimate: hours and minutes from one hour on, minutes and
 * seconds below, seconds alone under a minute. Zero parts are left out ("1 Std." not "1 Std. 0 Min.").
 */
export function durationUnits(totalSeconds: number): { unit: keyof DurationParts; value: number }[] {
  const { hours, minutes, seconds } = splitDuration(totalSeconds);
  const parts: { unit: keyof DurationParts; value: number }[] =
    hours > 0
      ? [
          { unit: 'hours', value: hours },
          { unit: 'minutes', value: minutes },
        ]
      : minutes > 0
        ? [
            { unit: 'minutes', value: minutes },
            { unit: 'seconds', value: seconds },
          ]
        : [{ unit: 'seconds', value: seconds }];
  const shown = parts.filter((part) => part.value > 0);
  return shown.length > 0 ? shown : [{ unit: 'seconds', value: 0 }];
}
