import { routePaths } from '@phi/contracts/navigation';

// The pages that run the whole app (React Router hydrates everything): each is one interactive
// application screen from top to bottom (the chat, a company's dashboard). Every other
// prerendered page is static HTML with islands (docs/architecture.md#islands;
// build-tools/prerendered-html.ts reads this list).
export const wholeAppRoutes: readonly string[] = [routePaths.chat, routePaths.voicebotDashboard];
