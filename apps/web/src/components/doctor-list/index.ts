export { DoctorItem, type DoctorItemData, type DoctorItemProps } from './doctor-item.tsx';
export { DoctorList, type DoctorListProps } from './doctor-list.tsx';
export { DEFAULT_VISIBLE_TAGS, ShowMoreTags, type ShowMoreTagsProps } from './show-more-tags.tsx';
