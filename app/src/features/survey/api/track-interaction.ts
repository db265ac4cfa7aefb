import {
  trackingTrackNewUserInteraction,
  type TrackingTrackNewUserInteractionBody,
} from '@datacare/api-client';

/** Records one user interaction (spec section 7 Tracking). */
export async function trackInteraction(body: TrackingTrackNewUserInteractionBody): Promise<void> {
  await trackingTrackNewUserInteraction(body);
}
