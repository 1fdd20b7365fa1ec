/** Field validators of SPEC §5, each with its Chinese message. Return null when valid. */
export type Validator = (value: string) => string | null;

const rule =
  (re: RegExp, message: string): Validator =>
  (value) =>
    re.test(value.trim()) ? null : message;

export const validateName = rule(/^[A-Za-z\u4e00-\u9fa5]{1,20}$/, '姓名只能为1-20位字母或汉字，不能为数字或特殊字符');
export const validateMobile = rule(/^1[3-9]\d{9}$/, '请输入正确的手机号码');
export const validateLandline = rule(/^\d{3,4}-\d{7,8}$/, '请输入正确的座机号码');
export const validateIdCard = rule(/^(\d{15}|\d{18}|\d{17}[\dXx])$/, '请输入正确的身份证号码');
export const validatePassword = rule(/^\w{6,12}$/, '请输入6-12位密码');
export const required =
  (message: string): Validator =>
  (value) =>
    value.trim() ? null : message;
