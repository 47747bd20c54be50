import { routePaths, servicePagePaths } from '@phi/contracts/navigation';
import { index, type RouteConfig, route } from '@react-router/dev/routes';

// Route config paths are relative to the root route; the contract's paths are absolute.
const relative = (path: string) => path.replace(/^\//, '');

const serviceDetailRoutes = [...servicePagePaths, routePaths.servicesOpenSourceAi].map((path) =>
  route(relative(path), 'routes/service-detail.tsx', {
    id: `service-${path.slice(path.lastIndexOf('/') + 1)}`,
  }),
);

// spec: site-marketing-careers §2.1, route table
export default [
  index('routes/home.tsx'),
  route(relative(routePaths.services), 'routes/services.tsx'),
  ...serviceDetailRoutes,
  route(relative(routePaths.products), 'routes/products.tsx'),
  route(relative(routePaths.productsWorkstream), 'routes/workstream.tsx'),
  route(relative(routePaths.productsVoicebotBuilder), 'routes/voicebot-builder.tsx'),
  route(relative(routePaths.about), 'routes/about.tsx'),
  route(relative(routePaths.companyRd), 'routes/company-rd.tsx'),
  route(relative(routePaths.companyContact), 'routes/company-contact.tsx'),
  route(relative(routePaths.careers), 'routes/careers.tsx'),
  route(relative(routePaths.careersApply), 'routes/careers-apply.tsx'),
  route(relative(routePaths.blog), 'routes/blog.tsx'),
  route(relative(routePaths.chat), 'routes/chat.tsx'),
  route(relative(routePaths.voicebotDashboard), 'routes/voicebot-dashboard.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
