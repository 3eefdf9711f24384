/**
 * The browsers' push services. A subscription's endpoint is where the API will POST, so it must
 * be one of these: any other URL would let a member make the API send requests to a host of
 * their choosing (a service inside the operator's network, for one).
 */
const PUSH_SERVICE_HOSTS = [
  /^fcm\.googleapis\.com$/, // Chrome, Opera, Samsung Internet, Brave
  /^android\.googleapis\.com$/, // older Chrome subscriptions
  /^updates\.push\.services\.mozilla\.com$/, // Firefox
  /^[a-z0-9-]+(\.[a-z0-9-]+)*\.notify\.windows\.com$/, // Edge (WNS)
  /^web\.push\.apple\.com$/, // Safari
];

/** Whether the endpoint is an https URL of a known push service (or of `extraHosts`, as tests add theirs). */
export function isPushServiceEndpoint(endpoint: string, extraHosts: readonly string[] = []): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" || url.username || url.password) return false;
  if (extraHosts.includes(url.hostname)) return true;
  return url.port === "" && PUSH_SERVICE_HOSTS.some((host) => host.test(url.hostname));
}
