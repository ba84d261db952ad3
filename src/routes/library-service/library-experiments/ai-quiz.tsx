import { createFileRoute } from '@tanstack/react-router';
import { QuizPage } from '../../../features/labs/components/quiz-page';

/** /library-service/library-experiments/ai-quiz: the reading quiz, played in the page without a login. */
export const Route = createFileRoute('/library-service/library-experiments/ai-quiz')({
  component: QuizPage,
});
