const MB = 1024 * 1024;

// Ours: the largest request body the one-origin gateway (tools/standalone) passes on, the same
// as the compose proxy's client_max_body_size (infra/proxy/gateway.conf). The services keep
// their own, smaller limits behind it (1 MiB of JSON, a 5 MB resume).
export const gatewayLimits = { maxBodyBytes: 12 * MB } as const;
