// The member's own pages: messages, my page and customer service.
export {};
