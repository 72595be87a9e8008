// Lighthouse's mobileSlow4G as applied throttling sets it (requestLatencyMs 562.5, 1474.56 / 675 kbps), in the shape
// of CDP's Network.emulateNetworkConditions: the link `npm run audit`'s traces and the browser tests load pages over.
export const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
