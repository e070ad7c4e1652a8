print("form-demo")
