export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  buttonClassName,
} from './button.tsx';
export { cn } from './cn.ts';
export {
  buildErrorReportBody,
  buildErrorReportMailto,
  createErrorId,
  describeError,
  type ErrorReport,
} from './error-report.ts';
export { FatalErrorScreen, type FatalErrorScreenProps } from './fatal-error-screen.tsx';
export { NotFoundScreen, type NotFoundScreenProps } from './not-found-screen.tsx';
export { Spinner, type SpinnerProps } from './spinner.tsx';
