global.___loader = { enqueue: jest.fn() };
global.__PATH_PREFIX__ = "";
global.__BASE_PATH__ = "";
