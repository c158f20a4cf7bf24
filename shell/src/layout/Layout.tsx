import { Outlet } from '@lettra/shared-ui/router';
import { useSessionExpiry } from '@lettra/shared-ui';
import { usePageHead } from '../head/usePageHead.ts';
import { useScrollToTop } from './useScrollToTop.ts';
import { usePremiumNotice } from '../session/usePremiumNotice.ts';
import { PreviewBanner } from '../preview/PreviewBanner.tsx';
import { Footer } from './Footer.tsx';
import { TopNav } from './TopNav.tsx';

export function Layout() {
  usePremiumNotice();
  useScrollToTop();
  usePageHead();
  // A request of any remote refused with a 401 while signed in: to the login page, and back here after.
  useSessionExpiry();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#contenu"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2"
      >
        Aller au contenu
      </a>
      <PreviewBanner />
      <TopNav />
      <main id="contenu" className="min-h-[calc(100vh-4rem)] flex-1">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
