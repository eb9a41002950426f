import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { CoursePlayer } from '../../features/course-player/components/course-player.tsx';
import { LessonTestPane } from './lesson-test-pane.tsx';

/**
 * `/course/{id}/{contentUrl}` and `/CourseContentData/{id}/{contentUrl}`: the lesson player (features/course-player)
 * with the lesson test taken in the assessment engine's attempt player (features/test-series), composed here
 * because features do not import each other.
 */
export function LessonPlayerPage() {
  const { id = '', contentUrl } = useParams();
  const courseId = Number(id);
  const queryClient = useQueryClient();
  if (!Number.isInteger(courseId) || courseId <= 0) return <Navigate to="/page-not-found" replace />;
  return (
    <CoursePlayer
      key={courseId}
      courseId={courseId}
      contentUrl={contentUrl}
      renderTest={(props) => <LessonTestPane {...props} />}
      // The dashboard, catalogue and landing page (features/courses, keys under 'courses') show my progress too.
      onProgressChange={() => void queryClient.invalidateQueries({ queryKey: ['courses'] })}
    />
  );
}
