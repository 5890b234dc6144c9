extension PeekRecognizer {
    /// Throws unless the sample is well formed and fits the touch that is down (S21).
    ///
    /// Checks, in order: a finite location, a finite force, a finite positive maximum force,
    /// a non-negative force, a force not above the maximum, a timestamp not before
    /// ``latestTime``, and a phase that fits whether a touch is down. Mutates nothing.
    func validate(_ sample: TouchSample) throws(GestureError) {
        guard sample.location.isFinite else {
            throw GestureError(.nonFiniteValue, "The sample's location \(sample.location) is not finite.")
        }
        guard sample.force.isFinite else {
            throw GestureError(.nonFiniteValue, "The sample's force \(sample.force) is not finite.")
        }
        guard sample.maximumPossibleForce.isFinite, sample.maximumPossibleForce > 0 else {
            throw GestureError(
                .invalidMaximumForce,
                "The sample's maximum possible force \(sample.maximumPossibleForce) is not finite and positive."
            )
        }
        guard sample.force >= 0 else {
            throw GestureError(.negativeForce, "The sample's force \(sample.force) is negative.")
        }
        guard sample.force <= sample.maximumPossibleForce else {
            throw GestureError(
                .forceAboveMaximum,
                "The sample's force \(sample.force) exceeds its maximum possible force "
                    + "\(sample.maximumPossibleForce)."
            )
        }
        try validate(time: sample.timestamp)
        switch sample.phase {
        case .began:
            guard touch == .up else {
                throw GestureError(.touchAlreadyDown, "A touch began while another touch was down.")
            }
        case .moved, .stationary, .ended, .cancelled:
            guard touch != .up else {
                throw GestureError(.noTouchDown, "A \(sample.phase) sample arrived with no touch down.")
            }
        }
    }

    /// Throws unless `time` is not before ``latestTime``. Mutates nothing.
    func validate(time: Duration) throws(GestureError) {
        if let latestTime, time < latestTime {
            throw GestureError(
                .timestampWentBackwards,
                "The time \(time) is earlier than the latest time seen, \(latestTime)."
            )
        }
    }
}
