import './ui.css';

export * from './theme';
export { AA_TEXT_CONTRAST, contrastRatio } from './contrast';
export { cx } from './cx';
export { VisuallyHidden, type VisuallyHiddenProps } from './VisuallyHidden';
export { Stars, StarsField, type StarsFieldProps, type StarsProps } from './StarRating';
export { Avatar, avatarTint, initialsOf, type AvatarProps } from './Avatar';
export { Button, type ButtonProps, type ButtonVariant } from './Button';
export { Card, type CardProps, type HeadingLevel } from './Card';
export { PageHeader, type PageHeaderProps } from './PageHeader';
export { AreaNav, type AreaNavItem, type AreaNavLinkProps, type AreaNavProps } from './AreaNav';
export { Spinner, type SpinnerProps } from './Spinner';
export {
  LoadingSkeleton,
  Skeleton,
  type LoadingSkeletonProps,
  type SkeletonLayout,
  type SkeletonShape,
} from './Skeleton';
export { ProgressBar, type ProgressBarProps } from './ProgressBar';
export { Pager, type PagerProps, type PagerTexts } from './Pager';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export { ErrorState, type ErrorStateProps } from './ErrorState';
export { Alert, type AlertProps, type AlertType } from './Alert';
export { Dialog, type DialogProps } from './Dialog';
export { FilterPanel, useMediaQuery, type FilterPanelProps } from './FilterPanel';
export { ConfirmDialog, type ConfirmDialogProps, type ConfirmFailure } from './ConfirmDialog';
export { TextField, type TextFieldProps } from './TextField';
export { Money, MoneyProvider, useMoney, type MoneyProps, type MoneyTools } from './Money';
export { TextArea, type TextAreaProps } from './TextArea';
export { SelectField, type SelectFieldProps } from './SelectField';
export { FieldFrame, fieldDescribedBy, type FieldFrameProps } from './FieldFrame';
export { VerifiedBadge } from './VerifiedBadge';
