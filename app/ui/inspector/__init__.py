"""The parameter panel and the model picker."""
