// One experiment's page, /experiments/:id (paths.experiment).
import { paths } from '@/config/paths';

export const experimentPath = (id: string) => paths.experiment.replace(':id', encodeURIComponent(id));
