// The wheels a picker field opens from the bottom (antd-mobile's DatePicker and Picker), loaded apart from the form:
// with the popup, animation and gesture libraries under them they are a dozen files (~35 KB) that a form of text
// fields never needs, and that a form with a picker needs only once it is tapped (see useWheels).
export { DatePicker, Picker } from 'antd-mobile';
