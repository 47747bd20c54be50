import type { Job } from '@phi/contracts/public';

// Shared by the web app's unit tests: one job as GET /api/jobs answers it, and a JSON answer.

export const sampleJob: Job = {
  id: '5b0f0b8e-8b5e-4c43-9d0c-0b3c8a0f5e11',
  title: 'Voice AI Engineer',
  location: 'Nottingham, UK (Hybrid)',
  type: 'Full Time',
  description: 'Build real-time voice agents.',
  requirements: ['TypeScript', 'WebRTC'],
  isActive: true,
  createdAt: '2025-01-10T09:00:00.000Z',
};

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status });
}
