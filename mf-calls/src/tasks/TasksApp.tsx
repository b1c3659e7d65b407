import { Route, Routes, useParams } from 'react-router-dom';
import { NotFoundState } from '@bandi/shared-ui';
import { TaskList } from './TaskList';
import { tasksBase } from './taskLabels';

/**
 * Exposed `./TasksApp`: "I miei compiti" of an environment (issue 37), mounted by the shell at
 * `/ambiente/:projectId/compiti/*`. Routes: the list (index).
 */
export default function TasksApp() {
  const { projectId } = useParams();
  return (
    <Routes>
      <Route index element={<TaskList />} />
      <Route path="*" element={<NotFoundState backTo={tasksBase(projectId)} backLabel="Torna ai compiti" />} />
    </Routes>
  );
}
