import { z } from 'zod';

// spec: site-marketing-careers §3, Product (fixed content, not fetched)
export const productIds = ['voice-platform', 'workforce-suite', 'analytics-platform'] as const;
export const productIdSchema = z.enum(productIds);
export type ProductId = z.infer<typeof productIdSchema>;

export const productSchema = z.object({
  id: productIdSchema,
  title: z.string(),
  description: z.string(),
  features: z.array(z.string()),
  useCases: z.array(z.string()),
  pricing: z.string(),
});
export type Product = z.infer<typeof productSchema>;
