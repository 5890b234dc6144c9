extension PeekRecognizer {
    /// Throws unless the sample is well formed and fits the touch that is down (S21).
    ///
    /// Checks, in order: a finite location, a finite force, a finite positive maximum force,
    /// a non-negative force, a force not above the maximum, a timestamp not before
    /// ``latestTime`` whose distance from the touch-down time (and, for a long press, the
    /// deadline it sets) is a representable `Duration`, and a phase that fits whether a touch is
    /// down. Mutates nothing.
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
            if case .longPress(let configuration) = mode, state != .peeking,
                Self.sum(sample.timestamp, configuration.minimumDuration) == nil
            {
                throw GestureError(
                    .timestampOutOfRange,
                    "The sample's timestamp \(sample.timestamp) is so late that the long press's deadline, "
                        + "\(configuration.minimumDuration) after it, is not a representable Duration."
                )
            }
        case .moved, .stationary, .ended, .cancelled:
            guard touch != .up else {
                throw GestureError(.noTouchDown, "A \(sample.phase) sample arrived with no touch down.")
            }
        }
    }

    /// Throws unless `time` is not before ``latestTime`` and, while a gesture's touch is down,
    /// the time since it went down is a representable `Duration`. Mutates nothing.
    func validate(time: Duration) throws(GestureError) {
        if let latestTime, time < latestTime {
            throw GestureError(
                .timestampWentBackwards,
                "The time \(time) is earlier than the latest time seen, \(latestTime)."
            )
        }
        if touch == .gesture, Self.difference(time, touchDownTime) == nil {
            throw GestureError(
                .timestampOutOfRange,
                "The time \(time) is too far from the touch-down time \(touchDownTime): the time between "
                    + "them is not a representable Duration."
            )
        }
    }

    /// `lhs + rhs`, or `nil` where `Duration` arithmetic would overflow (and trap).
    static func sum(_ lhs: Duration, _ rhs: Duration) -> Duration? {
        let (result, overflow) = lhs.attoseconds.addingReportingOverflow(rhs.attoseconds)
        return overflow ? nil : Duration(attoseconds: result)
    }

    /// `lhs - rhs`, or `nil` where `Duration` arithmetic would overflow (and trap).
    static func difference(_ lhs: Duration, _ rhs: Duration) -> Duration? {
        let (result, overflow) = lhs.attoseconds.subtractingReportingOverflow(rhs.attoseconds)
        return overflow ? nil : Duration(attoseconds: result)
    }
}
