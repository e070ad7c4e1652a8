print("field-bench")
