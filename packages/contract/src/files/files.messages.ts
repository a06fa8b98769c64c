/** What an upload that breaks the rule is told (spec 1 §5): this domain's part of `Messages`. */
export const fileSpecMessages = {
  fileTypeNotSupported: 'Selected File is not Supported for Upload',
  maxFileSize: (megabytes: number) => `Max file size is - ${megabytes}MB`,
} as const;
