/** The sensor graph of the equipment page (uPlot itself stays in its own lazily loaded chunk). */
export { SensorGraphPanel, GRAPH_DAY_URL_KEY } from './sensor-graph-panel';
export { locationToday } from './location-day';
