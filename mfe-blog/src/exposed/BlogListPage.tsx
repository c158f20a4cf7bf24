import { Container } from '@lettra/shared-ui';
import { BlogIndex } from '../features/article-list/components/BlogIndex.tsx';
import { NewsletterBox } from '../features/newsletter/components/NewsletterBox.tsx';
import '../styles.css';

/** /blog, rendered by the shell inside its layout (nav, footer, toasts). */
export default function BlogListPage() {
  return (
    <Container className="bl:flex bl:flex-col bl:gap-16 bl:py-10 bl:sm:py-14">
      <BlogIndex />
      <NewsletterBox />
    </Container>
  );
}
