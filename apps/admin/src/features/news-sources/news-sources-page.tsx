import { FeaturedArticlesSection } from './featured-articles-section.tsx';
import { NewsSourcesSection } from './news-sources-section.tsx';

// Ours (docs/architecture.md#news-pipeline): the news feeds behind /blog with their health and
// fetch history, and the articles Featured Research shows, with staff's pins.
export function NewsSourcesPage() {
  return (
    <div className="flex flex-col gap-12">
      <NewsSourcesSection />
      <FeaturedArticlesSection />
    </div>
  );
}
