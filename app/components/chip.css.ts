// Chips as wide as their words, wrapping: fifty interests in one column make a phone page endless.
// One chip for every form: the field components' (fields/controls.css) drawn checkbox or radio.
export { chips, chip } from "./fields/controls.css";
