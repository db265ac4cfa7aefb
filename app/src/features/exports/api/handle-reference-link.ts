import {
  exportHandleConnectLink,
  exportHandleTarget2Link,
  exportHandleTargetLink,
  type HandleLinkResponse,
  type HistoryAdditionalInfo,
} from '@datacare/api-client';

/** The products whose reference the server resolves to a link of that product. */
export type LinkedProduct = 'target' | 'connect' | 'target2';

/**
 * Resolves the reference of a target, connect or target 2 export (spec 7 handleTargetLink,
 * handleConnectLink, handleTarget2Link) from its parsed additional info.
 */
export function handleReferenceLink(
  product: LinkedProduct,
  additionalInfo: HistoryAdditionalInfo,
): Promise<HandleLinkResponse> {
  const call =
    product === 'target'
      ? exportHandleTargetLink
      : product === 'connect'
        ? exportHandleConnectLink
        : exportHandleTarget2Link;
  return call({ additionalInfo });
}
