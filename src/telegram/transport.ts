// The Bot API transport: a fetch that knows whether a failed request ever left this
// machine (see src/net/http-fetch.ts), so the sender can tell "never sent" from "may have landed".
export { TransportError, trackingFetch } from "../net/http-fetch.js";
