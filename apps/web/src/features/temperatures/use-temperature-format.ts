// The formatter lives in lib (other features use it without importing the temperatures feature).
export { useTemperatureFormat } from '../../lib/preferences/use-temperature-format';
