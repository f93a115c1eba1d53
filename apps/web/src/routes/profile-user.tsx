import Placeholder from './placeholder';

// Being built (issue 4); the placeholder keeps the route alive meanwhile.
export default Placeholder;
