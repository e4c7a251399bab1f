export { DoctorItem } from './doctor-item.tsx';
export { DoctorList } from './doctor-list.tsx';
export { ShowMoreTags } from './show-more-tags.tsx';
