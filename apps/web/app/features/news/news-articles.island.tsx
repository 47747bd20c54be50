import { defineIsland } from '../../lib/islands/island.tsx';
import { NewsArticlesWithQuery } from './news-articles.tsx';

// Below the hero's full screen: loads as it nears the viewport, with React Query and the
// contracts, never with the page. Its props are the build's lists (routes/blog.tsx's loader), so
// hydration matches the prerendered cards.
export default defineIsland('news-articles', NewsArticlesWithQuery, 'visible');
