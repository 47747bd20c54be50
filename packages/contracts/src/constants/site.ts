// spec: site-marketing-careers §2.2 and §9
export const scrollAnimation = { durationMs: 1000, offset: 100, once: true } as const;

// spec: site-marketing-careers §9 (prices shown in copy)
export const productPricing = {
  voicePlatform: 'from £500/month',
  workforceSuite: 'from £10/employee/month',
  analyticsPlatform: 'from £200/month',
} as const;
export const voicePlatformLanguages = '20+';

// spec: site-marketing-careers §9 and chat-news-admin §9 (decorative values)
export const decorative = {
  maxPixelRatio: 2,
  voiceBars: 7,
  voiceBarSpeed: 1.2,
  networkLayers: [3, 4, 5, 4, 3],
  particleGrid: 50,
  heroParticles: 800,
  heroMaxConnections: 60,
  heroMinDistance: 100,
  blogNeuronBurst: { min: 1, max: 3 },
  blogNeuronIntervalMs: { min: 300, max: 800 },
  orbitDistance: { min: 1500, max: 4000 },
  targetFps: 30,
  globeBackgroundPoints: 4000,
  globeLogoPoints: 3000,
} as const;
