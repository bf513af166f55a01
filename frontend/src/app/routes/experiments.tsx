// /experiments, /experiments/new and /experiments/:id (docs/EXPERIMENTS.md "Pages"): the three pages as one lazy chunk
// under one route of the app's table, so the first load carries one route and one chunk's name, not three. The
// dashboard's experiment line is not here: it is in the dashboard's chunk (features/experiments/index.ts).
import { Route, Routes } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ExperimentPage } from '@/features/experiments/experiment-page';
import { ExperimentsPage } from '@/features/experiments/experiments-page';
import { PlannerPage } from '@/features/experiments/planner-page';

/** A page's path under /experiments/, as the nested routes name it ('new', ':id'). */
const under = (path: string) => path.slice(paths.experiments.length + 1);

export function ExperimentsRoute() {
  return (
    <Routes>
      <Route index element={<ExperimentsPage />} />
      <Route path={under(paths.experimentNew)} element={<PlannerPage />} />
      <Route path={under(paths.experiment)} element={<ExperimentPage />} />
    </Routes>
  );
}
