import { useParams } from '@lettra/shared-ui/router';
import { Container } from '@lettra/shared-ui';
import { ArticleView } from '../features/article-page/components/ArticleView.tsx';
import '../styles.css';

/** /blog/:id, rendered by the shell inside its layout (nav, footer, toasts). */
export default function BlogArticlePage() {
  const { id = '' } = useParams();
  return (
    <Container size="sm" className="bl:py-10 bl:sm:py-14">
      <ArticleView id={id} />
    </Container>
  );
}
