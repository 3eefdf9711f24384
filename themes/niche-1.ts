import { theme } from "./tokens";

/** 1 general: the product palette — coral, pink, lime, dark maroon on a warm white. */
export default theme({
  primary: "#c2334a",
  primaryHover: "#a82a3f",
  onPrimary: "#ffffff",
  secondary: "#c2255c",
  success: "#3f6212",
  dark: "#4a1426",
  onDark: "#fbe9ec",
  unread: "#ff6b81",
  warning: "#a14a06",
  danger: "#b91c1c",
  background: "#fff8f6",
  surface: "#ffffff",
  text: "#2b1118",
  muted: "#6b4e55",
  border: "#ecd9dc",
});
