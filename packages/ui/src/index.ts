import './ui.css';

export * from './theme';
export { cx } from './cx';
export { VisuallyHidden, type VisuallyHiddenProps } from './VisuallyHidden';
export { Button, type ButtonProps, type ButtonVariant } from './Button';
export { Card, type CardProps, type HeadingLevel } from './Card';
export { PageHeader, type PageHeaderProps } from './PageHeader';
export { AreaNav, type AreaNavItem, type AreaNavLinkProps, type AreaNavProps } from './AreaNav';
export { Spinner, type SpinnerProps } from './Spinner';
export { ProgressBar, type ProgressBarProps } from './ProgressBar';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export { ErrorState, type ErrorStateProps } from './ErrorState';
export { Alert, type AlertProps, type AlertType } from './Alert';
export { Dialog, type DialogProps } from './Dialog';
export { TextField, type TextFieldProps } from './TextField';
export { TextArea, type TextAreaProps } from './TextArea';
export { SelectField, type SelectFieldProps } from './SelectField';
export { FieldFrame, fieldDescribedBy, type FieldFrameProps } from './FieldFrame';
