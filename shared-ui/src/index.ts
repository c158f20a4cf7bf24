// Public surface of @lettra/shared-ui. Shared as a federation singleton: one instance at run time.
// The Radix-based components, the router, the form controls and the signed-in screens' strings are
// entry points of their own ('@lettra/shared-ui/dialog', '/tabs', '/router', '/form-fields',
// '/strings'…, package.json "exports"), each shared on its own: a
// shared module is built with all of its exports, so here they would all be on every first load, the
// landing page's included (docs/federation.md §2).

// --- design system (components/, theme tokens, strings) ---
export { Badge, type BadgeProps, type BadgeVariant } from './components/Badge.tsx';
export { Button, type ButtonProps } from './components/Button.tsx';
export { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, type CardTitleProps } from './components/Card.tsx';
export { Container, type ContainerProps } from './components/Container.tsx';
export { EmptyState, type EmptyStateProps } from './components/EmptyState.tsx';
export { LoadingState, type LoadingStateProps } from './components/LoadingState.tsx';
export { Section, type SectionProps } from './components/Section.tsx';
export { Spinner, type SpinnerProps } from './components/Spinner.tsx';
export { StarRating, type StarRatingProps } from './components/StarRating.tsx';
export { Toaster } from './components/Toaster.tsx';
export { buttonClasses, type ButtonSize, type ButtonVariant } from './lib/button-classes.ts';
export { cn } from './lib/cn.ts';
export { toast, toastError, toastSuccess, type ToastAction } from './lib/toast.ts';
export { formatFrenchDate, formatFrenchTime } from './strings/format-date.ts';
export { fr, type FrStrings } from './strings/fr.ts';

// --- platform: API client, session contexts, remote loading ---
import './instance-marker.ts';
export { ApiError, refusalError } from './api/api-error.ts';
export { apiFetch, apiRequest, CSRF_HEADER } from './api/api-client.ts';
export { readAnswer, type ResponseContract } from './api/response-contract.ts';
export { AuthContext, useAuth, type AuthContextValue } from './session/auth-context.ts';
export { usePremium, type PremiumState } from './session/usePremium.ts';
export { PaymentContext, usePayment, type PaymentState } from './session/payment-context.ts';
export { configureRemotes, fetchRemoteMap, type RemoteMap } from './federation/remote-registry.ts';
export { RemoteLoadError } from './federation/remote-load-error.ts';
export { RemoteSlot, RouteSlot } from './federation/RemoteSlot.tsx';
export { RemoteFallback } from './federation/RemoteBoundary.tsx';
export type { DeclaredRoute } from './federation/declared-route.ts';
export { PrerenderedHtml, PrerenderedPageContext, useReplacesPrerenderedPage } from './federation/prerendered-page.tsx';
export { PremiumDayBanner } from './session/PremiumDayBanner.tsx';
export { loginPathWithNext } from './session/session-expiry.ts';
export { useSessionExpiry } from './session/useSessionExpiry.ts';

// --- lucide's icon runtime, which shared-ui's own icons bring to every page: the remotes' production
// builds take it from here and bundle only their icons (federation-config/lucide-from-shell.ts) ---
export { createLucideIcon } from 'lucide-react';
